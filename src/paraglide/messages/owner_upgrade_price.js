/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ price: NonNullable<unknown> }} Owner_Upgrade_PriceInputs */

const en_owner_upgrade_price = /** @type {(inputs: Owner_Upgrade_PriceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Upgrade to Premium - ${i?.price}`)
};

const es_owner_upgrade_price = /** @type {(inputs: Owner_Upgrade_PriceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pásate a Premium: ${i?.price}`)
};

const fr_owner_upgrade_price = /** @type {(inputs: Owner_Upgrade_PriceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Passer à Premium – ${i?.price}`)
};

/**
* | output |
* | --- |
* | "Upgrade to Premium - {price}" |
*
* @param {Owner_Upgrade_PriceInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const owner_upgrade_price = /** @type {((inputs: Owner_Upgrade_PriceInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Upgrade_PriceInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_upgrade_price(inputs)
	if (locale === "fr") return fr_owner_upgrade_price(inputs)
	return en_owner_upgrade_price(inputs)
});