/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Alerts_N_Failed_TitleInputs */

const en_alerts_n_failed_title = /** @type {(inputs: Alerts_N_Failed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Payment failed`)
};

const es_alerts_n_failed_title = /** @type {(inputs: Alerts_N_Failed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El pago no se realizó`)
};

const fr_alerts_n_failed_title = /** @type {(inputs: Alerts_N_Failed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le paiement a échoué`)
};

/**
* | output |
* | --- |
* | "Payment failed" |
*
* @param {Alerts_N_Failed_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const alerts_n_failed_title = /** @type {((inputs?: Alerts_N_Failed_TitleInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Alerts_N_Failed_TitleInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_alerts_n_failed_title(inputs)
	if (locale === "fr") return fr_alerts_n_failed_title(inputs)
	return en_alerts_n_failed_title(inputs)
});