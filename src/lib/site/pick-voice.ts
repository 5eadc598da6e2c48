/**
 * Which of the device's voices reads a page: one for the page's language (its region if the
 * device has it, else any of the language), of the chosen gender when the voice's name says so.
 * Browsers do not tell a voice's gender; names do ("Samantha", "Google UK English Male",
 * "Microsoft Paul"). Without a match the first voice of the language reads, then the default.
 */
export type VoiceLike = { name: string; lang: string; default?: boolean; localService?: boolean };

const MALE = /\b(male|man|daniel|david|alex|fred|paul|mark|george|thomas|diego|jorge|juan|carlos|pablo|nicolas|henri|guillaume|mathieu)\b/i;
const FEMALE =
  /\b(female|woman|samantha|victoria|karen|zira|susan|hazel|moira|tessa|fiona|monica|paulina|helena|laura|lucia|sabina|amelie|audrey|marie|julie|celine)\b/i;

export function pickVoice<V extends VoiceLike>(voices: readonly V[], lang: string, gender: 'female' | 'male'): V | null {
  const language = lang.toLowerCase().split('-')[0]!;
  const ofLanguage = voices.filter((voice) => voice.lang.toLowerCase().replace('_', '-').split('-')[0] === language);
  if (ofLanguage.length === 0) return null;
  const wanted = gender === 'male' ? MALE : FEMALE;
  const other = gender === 'male' ? FEMALE : MALE;
  // Device voices first: they read without a connection.
  const ranked = [...ofLanguage].sort((a, b) => Number(b.localService ?? false) - Number(a.localService ?? false));
  const exactRegion = (voice: V) => voice.lang.toLowerCase().replace('_', '-') === lang.toLowerCase();
  return (
    ranked.find((voice) => wanted.test(voice.name) && exactRegion(voice)) ??
    ranked.find((voice) => wanted.test(voice.name)) ??
    ranked.find((voice) => !other.test(voice.name) && exactRegion(voice)) ??
    ranked.find((voice) => !other.test(voice.name)) ??
    ranked[0]!
  );
}
