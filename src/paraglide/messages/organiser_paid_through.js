/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ date: NonNullable<unknown> }} Organiser_Paid_ThroughInputs */

const en_organiser_paid_through = /** @type {(inputs: Organiser_Paid_ThroughInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Paid through ${i?.date}`)
};

const es_organiser_paid_through = /** @type {(inputs: Organiser_Paid_ThroughInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pagado hasta el ${i?.date}`)
};

const fr_organiser_paid_through = /** @type {(inputs: Organiser_Paid_ThroughInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Payé jusqu’au ${i?.date}`)
};

/**
* | output |
* | --- |
* | "Paid through {date}" |
*
* @param {Organiser_Paid_ThroughInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const organiser_paid_through = /** @type {((inputs: Organiser_Paid_ThroughInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Organiser_Paid_ThroughInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_organiser_paid_through(inputs)
	if (locale === "fr") return fr_organiser_paid_through(inputs)
	return en_organiser_paid_through(inputs)
});