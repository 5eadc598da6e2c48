/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ tiers: NonNullable<unknown> }} Trip_Estimate_NoteInputs */

const en_trip_estimate_note = /** @type {(inputs: Trip_Estimate_NoteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`An estimate, not a quote: each stop counted at its price range per person (${i?.tiers}), plus event tickets. Transport is not included.`)
};

const es_trip_estimate_note = /** @type {(inputs: Trip_Estimate_NoteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Es una estimación, no una cotización: cada parada se cuenta según su rango de precios por persona (${i?.tiers}), más las entradas a eventos. No incluye transporte.`)
};

const fr_trip_estimate_note = /** @type {(inputs: Trip_Estimate_NoteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Une estimation, pas un devis : chaque étape est comptée selon sa gamme de prix par personne (${i?.tiers}), plus les billets des événements. Les transports ne sont pas compris.`)
};

/**
* | output |
* | --- |
* | "An estimate, not a quote: each stop counted at its price range per person ({tiers}), plus event tickets. Transport is not included." |
*
* @param {Trip_Estimate_NoteInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const trip_estimate_note = /** @type {((inputs: Trip_Estimate_NoteInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trip_Estimate_NoteInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_trip_estimate_note(inputs)
	if (locale === "fr") return fr_trip_estimate_note(inputs)
	return en_trip_estimate_note(inputs)
});