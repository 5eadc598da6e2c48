/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Alerts_Unsub_Done_HeadingInputs */

const en_alerts_unsub_done_heading = /** @type {(inputs: Alerts_Unsub_Done_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You are unsubscribed`)
};

const es_alerts_unsub_done_heading = /** @type {(inputs: Alerts_Unsub_Done_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Te diste de baja`)
};

const fr_alerts_unsub_done_heading = /** @type {(inputs: Alerts_Unsub_Done_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vous êtes désabonné`)
};

/**
* | output |
* | --- |
* | "You are unsubscribed" |
*
* @param {Alerts_Unsub_Done_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const alerts_unsub_done_heading = /** @type {((inputs?: Alerts_Unsub_Done_HeadingInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Alerts_Unsub_Done_HeadingInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_alerts_unsub_done_heading(inputs)
	if (locale === "fr") return fr_alerts_unsub_done_heading(inputs)
	return en_alerts_unsub_done_heading(inputs)
});