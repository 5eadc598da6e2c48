/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ business: NonNullable<unknown> }} Alerts_N_Favorite_TitleInputs */

const en_alerts_n_favorite_title = /** @type {(inputs: Alerts_N_Favorite_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`New event at ${i?.business}`)
};

const es_alerts_n_favorite_title = /** @type {(inputs: Alerts_N_Favorite_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Nuevo evento en ${i?.business}`)
};

const fr_alerts_n_favorite_title = /** @type {(inputs: Alerts_N_Favorite_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Nouvel événement chez ${i?.business}`)
};

/**
* | output |
* | --- |
* | "New event at {business}" |
*
* @param {Alerts_N_Favorite_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const alerts_n_favorite_title = /** @type {((inputs: Alerts_N_Favorite_TitleInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Alerts_N_Favorite_TitleInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_alerts_n_favorite_title(inputs)
	if (locale === "fr") return fr_alerts_n_favorite_title(inputs)
	return en_alerts_n_favorite_title(inputs)
});