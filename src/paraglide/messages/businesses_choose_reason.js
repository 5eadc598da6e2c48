/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Businesses_Choose_ReasonInputs */

const en_businesses_choose_reason = /** @type {(inputs: Businesses_Choose_ReasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose a reason`)
};

const es_businesses_choose_reason = /** @type {(inputs: Businesses_Choose_ReasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elige un motivo`)
};

const fr_businesses_choose_reason = /** @type {(inputs: Businesses_Choose_ReasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisissez un motif`)
};

/**
* | output |
* | --- |
* | "Choose a reason" |
*
* @param {Businesses_Choose_ReasonInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const businesses_choose_reason = /** @type {((inputs?: Businesses_Choose_ReasonInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Businesses_Choose_ReasonInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_businesses_choose_reason(inputs)
	if (locale === "fr") return fr_businesses_choose_reason(inputs)
	return en_businesses_choose_reason(inputs)
});