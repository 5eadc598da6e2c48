/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Organiser_FullInputs */

const en_organiser_full = /** @type {(inputs: Organiser_FullInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Full`)
};

const es_organiser_full = /** @type {(inputs: Organiser_FullInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Completo`)
};

const fr_organiser_full = /** @type {(inputs: Organiser_FullInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Complet`)
};

/**
* | output |
* | --- |
* | "Full" |
*
* @param {Organiser_FullInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const organiser_full = /** @type {((inputs?: Organiser_FullInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Organiser_FullInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_organiser_full(inputs)
	if (locale === "fr") return fr_organiser_full(inputs)
	return en_organiser_full(inputs)
});