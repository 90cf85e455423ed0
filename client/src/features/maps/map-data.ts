// The world's data is shared with the monster and NPC pages (their small maps).
export * from '@/components/map/world-data';
