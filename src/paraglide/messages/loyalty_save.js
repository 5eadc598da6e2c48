/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Loyalty_SaveInputs */

const en_loyalty_save = /** @type {(inputs: Loyalty_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Save reward`)
};

const es_loyalty_save = /** @type {(inputs: Loyalty_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Guardar recompensa`)
};

const fr_loyalty_save = /** @type {(inputs: Loyalty_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enregistrer la récompense`)
};

/**
* | output |
* | --- |
* | "Save reward" |
*
* @param {Loyalty_SaveInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const loyalty_save = /** @type {((inputs?: Loyalty_SaveInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Loyalty_SaveInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_loyalty_save(inputs)
	if (locale === "fr") return fr_loyalty_save(inputs)
	return en_loyalty_save(inputs)
});