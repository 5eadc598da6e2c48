/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ business: NonNullable<unknown> }} Alerts_N_Listing_TitleInputs */

const en_alerts_n_listing_title = /** @type {(inputs: Alerts_N_Listing_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your listing ends soon: ${i?.business}`)
};

const es_alerts_n_listing_title = /** @type {(inputs: Alerts_N_Listing_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Tu ficha termina pronto: ${i?.business}`)
};

const fr_alerts_n_listing_title = /** @type {(inputs: Alerts_N_Listing_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Votre fiche se termine bientôt : ${i?.business}`)
};

/**
* | output |
* | --- |
* | "Your listing ends soon: {business}" |
*
* @param {Alerts_N_Listing_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const alerts_n_listing_title = /** @type {((inputs: Alerts_N_Listing_TitleInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Alerts_N_Listing_TitleInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_alerts_n_listing_title(inputs)
	if (locale === "fr") return fr_alerts_n_listing_title(inputs)
	return en_alerts_n_listing_title(inputs)
});