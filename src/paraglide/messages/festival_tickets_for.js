/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ title: NonNullable<unknown> }} Festival_Tickets_ForInputs */

const en_festival_tickets_for = /** @type {(inputs: Festival_Tickets_ForInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (` for ${i?.title}`)
};

const es_festival_tickets_for = /** @type {(inputs: Festival_Tickets_ForInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (` para ${i?.title}`)
};

const fr_festival_tickets_for = /** @type {(inputs: Festival_Tickets_ForInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (` pour ${i?.title}`)
};

/**
* | output |
* | --- |
* | "for {title}" |
*
* @param {Festival_Tickets_ForInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const festival_tickets_for = /** @type {((inputs: Festival_Tickets_ForInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Festival_Tickets_ForInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_festival_tickets_for(inputs)
	if (locale === "fr") return fr_festival_tickets_for(inputs)
	return en_festival_tickets_for(inputs)
});