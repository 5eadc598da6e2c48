/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Pricing_OwnersInputs */

const en_partners_pricing_owners = /** @type {(inputs: Partners_Pricing_OwnersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`For Business Owners`)
};

const es_partners_pricing_owners = /** @type {(inputs: Partners_Pricing_OwnersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Para dueños de negocios`)
};

const fr_partners_pricing_owners = /** @type {(inputs: Partners_Pricing_OwnersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pour les commerçants`)
};

/**
* | output |
* | --- |
* | "For Business Owners" |
*
* @param {Partners_Pricing_OwnersInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_pricing_owners = /** @type {((inputs?: Partners_Pricing_OwnersInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Pricing_OwnersInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_pricing_owners(inputs)
	if (locale === "fr") return fr_partners_pricing_owners(inputs)
	return en_partners_pricing_owners(inputs)
});