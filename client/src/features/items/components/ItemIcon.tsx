/** An item's generated icon; decorative, since the item's name always stands beside it. */
export function ItemIcon(props: { url: string; size?: number }) {
  const size = props.size ?? 32;
  return <img className="item-icon" src={props.url} alt="" width={size} height={size} loading="lazy" decoding="async" />;
}
