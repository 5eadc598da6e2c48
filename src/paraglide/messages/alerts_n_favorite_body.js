/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ event: NonNullable<unknown>, when: NonNullable<unknown> }} Alerts_N_Favorite_BodyInputs */

const en_alerts_n_favorite_body = /** @type {(inputs: Alerts_N_Favorite_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.event}, ${i?.when}.`)
};

const es_alerts_n_favorite_body = /** @type {(inputs: Alerts_N_Favorite_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.event}, el ${i?.when}.`)
};

const fr_alerts_n_favorite_body = /** @type {(inputs: Alerts_N_Favorite_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.event}, le ${i?.when}.`)
};

/**
* | output |
* | --- |
* | "{event}, {when}." |
*
* @param {Alerts_N_Favorite_BodyInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const alerts_n_favorite_body = /** @type {((inputs: Alerts_N_Favorite_BodyInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Alerts_N_Favorite_BodyInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_alerts_n_favorite_body(inputs)
	if (locale === "fr") return fr_alerts_n_favorite_body(inputs)
	return en_alerts_n_favorite_body(inputs)
});