/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ symbol: NonNullable<unknown>, label: NonNullable<unknown>, range: NonNullable<unknown> }} Owner_Price_TierInputs */

const en_owner_price_tier = /** @type {(inputs: Owner_Price_TierInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.symbol} ${i?.label} (${i?.range} per person)`)
};

const es_owner_price_tier = /** @type {(inputs: Owner_Price_TierInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.symbol} ${i?.label} (${i?.range} por persona)`)
};

const fr_owner_price_tier = /** @type {(inputs: Owner_Price_TierInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.symbol} ${i?.label} (${i?.range} par personne)`)
};

/**
* | output |
* | --- |
* | "{symbol} {label} ({range} per person)" |
*
* @param {Owner_Price_TierInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const owner_price_tier = /** @type {((inputs: Owner_Price_TierInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Price_TierInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_price_tier(inputs)
	if (locale === "fr") return fr_owner_price_tier(inputs)
	return en_owner_price_tier(inputs)
});