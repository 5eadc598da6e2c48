/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Loyalty_Owner_RedemptionsInputs */

const en_loyalty_owner_redemptions = /** @type {(inputs: Loyalty_Owner_RedemptionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Redemptions at your business`)
};

const es_loyalty_owner_redemptions = /** @type {(inputs: Loyalty_Owner_RedemptionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Canjes en tu negocio`)
};

const fr_loyalty_owner_redemptions = /** @type {(inputs: Loyalty_Owner_RedemptionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Échanges dans votre commerce`)
};

/**
* | output |
* | --- |
* | "Redemptions at your business" |
*
* @param {Loyalty_Owner_RedemptionsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const loyalty_owner_redemptions = /** @type {((inputs?: Loyalty_Owner_RedemptionsInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Loyalty_Owner_RedemptionsInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_loyalty_owner_redemptions(inputs)
	if (locale === "fr") return fr_loyalty_owner_redemptions(inputs)
	return en_loyalty_owner_redemptions(inputs)
});