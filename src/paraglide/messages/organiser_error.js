/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Organiser_ErrorInputs */

const en_organiser_error = /** @type {(inputs: Organiser_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Error`)
};

const es_organiser_error = /** @type {(inputs: Organiser_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hubo un error`)
};

const fr_organiser_error = /** @type {(inputs: Organiser_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Erreur`)
};

/**
* | output |
* | --- |
* | "Error" |
*
* @param {Organiser_ErrorInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const organiser_error = /** @type {((inputs?: Organiser_ErrorInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Organiser_ErrorInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_organiser_error(inputs)
	if (locale === "fr") return fr_organiser_error(inputs)
	return en_organiser_error(inputs)
});