/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Alerts_Unsub_ButtonInputs */

const en_alerts_unsub_button = /** @type {(inputs: Alerts_Unsub_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unsubscribe`)
};

const es_alerts_unsub_button = /** @type {(inputs: Alerts_Unsub_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Darme de baja`)
};

const fr_alerts_unsub_button = /** @type {(inputs: Alerts_Unsub_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Me désabonner`)
};

/**
* | output |
* | --- |
* | "Unsubscribe" |
*
* @param {Alerts_Unsub_ButtonInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const alerts_unsub_button = /** @type {((inputs?: Alerts_Unsub_ButtonInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Alerts_Unsub_ButtonInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_alerts_unsub_button(inputs)
	if (locale === "fr") return fr_alerts_unsub_button(inputs)
	return en_alerts_unsub_button(inputs)
});