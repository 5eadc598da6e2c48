/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Moderation_An_RevenueInputs */

const en_moderation_an_revenue = /** @type {(inputs: Moderation_An_RevenueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`revenue`)
};

const es_moderation_an_revenue = /** @type {(inputs: Moderation_An_RevenueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`en ingresos`)
};

const fr_moderation_an_revenue = /** @type {(inputs: Moderation_An_RevenueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`de recettes`)
};

/**
* | output |
* | --- |
* | "revenue" |
*
* @param {Moderation_An_RevenueInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const moderation_an_revenue = /** @type {((inputs?: Moderation_An_RevenueInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Moderation_An_RevenueInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_moderation_an_revenue(inputs)
	if (locale === "fr") return fr_moderation_an_revenue(inputs)
	return en_moderation_an_revenue(inputs)
});