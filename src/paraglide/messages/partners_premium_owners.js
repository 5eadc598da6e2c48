/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Premium_OwnersInputs */

const en_partners_premium_owners = /** @type {(inputs: Partners_Premium_OwnersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Owners: see`)
};

const es_partners_premium_owners = /** @type {(inputs: Partners_Premium_OwnersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dueños de negocios: consulten`)
};

const fr_partners_premium_owners = /** @type {(inputs: Partners_Premium_OwnersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Commerçants : consultez`)
};

/**
* | output |
* | --- |
* | "Owners: see" |
*
* @param {Partners_Premium_OwnersInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_premium_owners = /** @type {((inputs?: Partners_Premium_OwnersInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Premium_OwnersInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_premium_owners(inputs)
	if (locale === "fr") return fr_partners_premium_owners(inputs)
	return en_partners_premium_owners(inputs)
});