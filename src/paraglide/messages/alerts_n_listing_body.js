/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ date: NonNullable<unknown> }} Alerts_N_Listing_BodyInputs */

const en_alerts_n_listing_body = /** @type {(inputs: Alerts_N_Listing_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your paid listing ends on ${i?.date}. Renew it to stay promoted.`)
};

const es_alerts_n_listing_body = /** @type {(inputs: Alerts_N_Listing_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Tu ficha pagada termina el ${i?.date}. Renuévala para seguir destacado.`)
};

const fr_alerts_n_listing_body = /** @type {(inputs: Alerts_N_Listing_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Votre fiche payante se termine le ${i?.date}. Renouvelez-la pour rester mis en avant.`)
};

/**
* | output |
* | --- |
* | "Your paid listing ends on {date}. Renew it to stay promoted." |
*
* @param {Alerts_N_Listing_BodyInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const alerts_n_listing_body = /** @type {((inputs: Alerts_N_Listing_BodyInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Alerts_N_Listing_BodyInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_alerts_n_listing_body(inputs)
	if (locale === "fr") return fr_alerts_n_listing_body(inputs)
	return en_alerts_n_listing_body(inputs)
});