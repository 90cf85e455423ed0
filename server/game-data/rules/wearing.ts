/** Whether a class may wear an item: its class list names the class, or is empty (every class). */
export const mayWear = (item: { classes: readonly string[] }, characterClass: string): boolean => item.classes.length === 0 || item.classes.includes(characterClass);
