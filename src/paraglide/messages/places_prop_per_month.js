/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ amount: NonNullable<unknown> }} Places_Prop_Per_MonthInputs */

const en_places_prop_per_month = /** @type {(inputs: Places_Prop_Per_MonthInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.amount}/month`)
};

const es_places_prop_per_month = /** @type {(inputs: Places_Prop_Per_MonthInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.amount}/mes`)
};

const fr_places_prop_per_month = /** @type {(inputs: Places_Prop_Per_MonthInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.amount}/mois`)
};

/**
* | output |
* | --- |
* | "{amount}/month" |
*
* @param {Places_Prop_Per_MonthInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const places_prop_per_month = /** @type {((inputs: Places_Prop_Per_MonthInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Places_Prop_Per_MonthInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_places_prop_per_month(inputs)
	if (locale === "fr") return fr_places_prop_per_month(inputs)
	return en_places_prop_per_month(inputs)
});