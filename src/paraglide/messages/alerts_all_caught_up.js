/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Alerts_All_Caught_UpInputs */

const en_alerts_all_caught_up = /** @type {(inputs: Alerts_All_Caught_UpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You are all caught up.`)
};

const es_alerts_all_caught_up = /** @type {(inputs: Alerts_All_Caught_UpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Estás al día.`)
};

const fr_alerts_all_caught_up = /** @type {(inputs: Alerts_All_Caught_UpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vous êtes à jour.`)
};

/**
* | output |
* | --- |
* | "You are all caught up." |
*
* @param {Alerts_All_Caught_UpInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const alerts_all_caught_up = /** @type {((inputs?: Alerts_All_Caught_UpInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Alerts_All_Caught_UpInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_alerts_all_caught_up(inputs)
	if (locale === "fr") return fr_alerts_all_caught_up(inputs)
	return en_alerts_all_caught_up(inputs)
});