/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Exports_Col_Subscription_StatusInputs */

const en_exports_col_subscription_status = /** @type {(inputs: Exports_Col_Subscription_StatusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`subscription status`)
};

const es_exports_col_subscription_status = /** @type {(inputs: Exports_Col_Subscription_StatusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`estado de la suscripción`)
};

const fr_exports_col_subscription_status = /** @type {(inputs: Exports_Col_Subscription_StatusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`statut de l’abonnement`)
};

/**
* | output |
* | --- |
* | "subscription status" |
*
* @param {Exports_Col_Subscription_StatusInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const exports_col_subscription_status = /** @type {((inputs?: Exports_Col_Subscription_StatusInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Exports_Col_Subscription_StatusInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_exports_col_subscription_status(inputs)
	if (locale === "fr") return fr_exports_col_subscription_status(inputs)
	return en_exports_col_subscription_status(inputs)
});