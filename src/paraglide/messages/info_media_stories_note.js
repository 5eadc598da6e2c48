/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Info_Media_Stories_NoteInputs */

const en_info_media_stories_note = /** @type {(inputs: Info_Media_Stories_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Our own reporting on Harlem, free to cite with a link.`)
};

const es_info_media_stories_note = /** @type {(inputs: Info_Media_Stories_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nuestros propios reportajes sobre Harlem, que puedes citar libremente con un enlace.`)
};

const fr_info_media_stories_note = /** @type {(inputs: Info_Media_Stories_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nos propres reportages sur Harlem, à citer librement avec un lien.`)
};

/**
* | output |
* | --- |
* | "Our own reporting on Harlem, free to cite with a link." |
*
* @param {Info_Media_Stories_NoteInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const info_media_stories_note = /** @type {((inputs?: Info_Media_Stories_NoteInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Info_Media_Stories_NoteInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_info_media_stories_note(inputs)
	if (locale === "fr") return fr_info_media_stories_note(inputs)
	return en_info_media_stories_note(inputs)
});