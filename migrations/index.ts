import * as migration_20261122_121513_initial from './20261122_121513_initial';

export const migrations = [
  {
    up: migration_20261122_121513_initial.up,
    down: migration_20261122_121513_initial.down,
    name: '20261122_121513_initial'
  },
];
