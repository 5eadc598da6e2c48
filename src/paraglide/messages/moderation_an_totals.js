/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ range: NonNullable<unknown> }} Moderation_An_TotalsInputs */

const en_moderation_an_totals = /** @type {(inputs: Moderation_An_TotalsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Totals, ${i?.range}`)
};

const es_moderation_an_totals = /** @type {(inputs: Moderation_An_TotalsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Totales, ${i?.range}`)
};

const fr_moderation_an_totals = /** @type {(inputs: Moderation_An_TotalsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Totaux, ${i?.range}`)
};

/**
* | output |
* | --- |
* | "Totals, {range}" |
*
* @param {Moderation_An_TotalsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const moderation_an_totals = /** @type {((inputs: Moderation_An_TotalsInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Moderation_An_TotalsInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_moderation_an_totals(inputs)
	if (locale === "fr") return fr_moderation_an_totals(inputs)
	return en_moderation_an_totals(inputs)
});