/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Media_Repeat_Until_HintInputs */

const en_media_repeat_until_hint = /** @type {(inputs: Media_Repeat_Until_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Optional: the last date, within a year. Each date gets its own page and seats.`)
};

const es_media_repeat_until_hint = /** @type {(inputs: Media_Repeat_Until_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Opcional: la última fecha, dentro de un año. Cada fecha tiene su propia página y sus propios lugares.`)
};

const fr_media_repeat_until_hint = /** @type {(inputs: Media_Repeat_Until_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Facultatif : la dernière date, dans un délai d’un an. Chaque date a sa propre page et ses propres places.`)
};

/**
* | output |
* | --- |
* | "Optional: the last date, within a year. Each date gets its own page and seats." |
*
* @param {Media_Repeat_Until_HintInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const media_repeat_until_hint = /** @type {((inputs?: Media_Repeat_Until_HintInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Media_Repeat_Until_HintInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_media_repeat_until_hint(inputs)
	if (locale === "fr") return fr_media_repeat_until_hint(inputs)
	return en_media_repeat_until_hint(inputs)
});