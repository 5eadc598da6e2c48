/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Loyalty_DeactivateInputs */

const en_loyalty_deactivate = /** @type {(inputs: Loyalty_DeactivateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deactivate`)
};

const es_loyalty_deactivate = /** @type {(inputs: Loyalty_DeactivateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Desactivar`)
};

const fr_loyalty_deactivate = /** @type {(inputs: Loyalty_DeactivateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Désactiver`)
};

/**
* | output |
* | --- |
* | "Deactivate" |
*
* @param {Loyalty_DeactivateInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const loyalty_deactivate = /** @type {((inputs?: Loyalty_DeactivateInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Loyalty_DeactivateInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_loyalty_deactivate(inputs)
	if (locale === "fr") return fr_loyalty_deactivate(inputs)
	return en_loyalty_deactivate(inputs)
});