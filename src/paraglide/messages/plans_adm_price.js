/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Plans_Adm_PriceInputs */

const en_plans_adm_price = /** @type {(inputs: Plans_Adm_PriceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Price (dollars)`)
};

const es_plans_adm_price = /** @type {(inputs: Plans_Adm_PriceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Precio (dólares)`)
};

const fr_plans_adm_price = /** @type {(inputs: Plans_Adm_PriceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Prix (dollars)`)
};

/**
* | output |
* | --- |
* | "Price (dollars)" |
*
* @param {Plans_Adm_PriceInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const plans_adm_price = /** @type {((inputs?: Plans_Adm_PriceInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Plans_Adm_PriceInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_plans_adm_price(inputs)
	if (locale === "fr") return fr_plans_adm_price(inputs)
	return en_plans_adm_price(inputs)
});