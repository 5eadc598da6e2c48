/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Organiser_Not_StatedInputs */

const en_organiser_not_stated = /** @type {(inputs: Organiser_Not_StatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not stated`)
};

const es_organiser_not_stated = /** @type {(inputs: Organiser_Not_StatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sin indicar`)
};

const fr_organiser_not_stated = /** @type {(inputs: Organiser_Not_StatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Non précisé`)
};

/**
* | output |
* | --- |
* | "Not stated" |
*
* @param {Organiser_Not_StatedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const organiser_not_stated = /** @type {((inputs?: Organiser_Not_StatedInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Organiser_Not_StatedInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_organiser_not_stated(inputs)
	if (locale === "fr") return fr_organiser_not_stated(inputs)
	return en_organiser_not_stated(inputs)
});