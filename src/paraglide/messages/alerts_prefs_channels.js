/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Alerts_Prefs_ChannelsInputs */

const en_alerts_prefs_channels = /** @type {(inputs: Alerts_Prefs_ChannelsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reach me by`)
};

const es_alerts_prefs_channels = /** @type {(inputs: Alerts_Prefs_ChannelsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contáctame por`)
};

const fr_alerts_prefs_channels = /** @type {(inputs: Alerts_Prefs_ChannelsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Me joindre par`)
};

/**
* | output |
* | --- |
* | "Reach me by" |
*
* @param {Alerts_Prefs_ChannelsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const alerts_prefs_channels = /** @type {((inputs?: Alerts_Prefs_ChannelsInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Alerts_Prefs_ChannelsInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_alerts_prefs_channels(inputs)
	if (locale === "fr") return fr_alerts_prefs_channels(inputs)
	return en_alerts_prefs_channels(inputs)
});