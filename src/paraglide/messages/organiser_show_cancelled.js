/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Organiser_Show_CancelledInputs */

const en_organiser_show_cancelled = /** @type {(inputs: Organiser_Show_CancelledInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Cancelled (${i?.count})`)
};

const es_organiser_show_cancelled = /** @type {(inputs: Organiser_Show_CancelledInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Canceladas (${i?.count})`)
};

const fr_organiser_show_cancelled = /** @type {(inputs: Organiser_Show_CancelledInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Annulées (${i?.count})`)
};

/**
* | output |
* | --- |
* | "Cancelled ({count})" |
*
* @param {Organiser_Show_CancelledInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const organiser_show_cancelled = /** @type {((inputs: Organiser_Show_CancelledInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Organiser_Show_CancelledInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_organiser_show_cancelled(inputs)
	if (locale === "fr") return fr_organiser_show_cancelled(inputs)
	return en_organiser_show_cancelled(inputs)
});