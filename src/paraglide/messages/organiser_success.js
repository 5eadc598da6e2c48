/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Organiser_SuccessInputs */

const en_organiser_success = /** @type {(inputs: Organiser_SuccessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Success`)
};

const es_organiser_success = /** @type {(inputs: Organiser_SuccessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¡Listo!`)
};

const fr_organiser_success = /** @type {(inputs: Organiser_SuccessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`C’est fait`)
};

/**
* | output |
* | --- |
* | "Success" |
*
* @param {Organiser_SuccessInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const organiser_success = /** @type {((inputs?: Organiser_SuccessInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Organiser_SuccessInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_organiser_success(inputs)
	if (locale === "fr") return fr_organiser_success(inputs)
	return en_organiser_success(inputs)
});