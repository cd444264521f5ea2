// Spanish names with their accents, for the benchmarks' people, artists and halls.
export const firstNames = [
  'José',
  'María',
  'Álvaro',
  'Lucía',
  'Íñigo',
  'Begoña',
  'Raúl',
  'Sofía',
  'Ramón',
  'Inés',
];
export const surnames = [
  'Álvarez',
  'Peña',
  'García',
  'Muñoz',
  'Gómez',
  'Ibáñez',
  'López',
  'Martín',
  'Sánchez',
  'Núñez',
];
