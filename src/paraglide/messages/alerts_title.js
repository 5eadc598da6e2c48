/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Alerts_TitleInputs */

const en_alerts_title = /** @type {(inputs: Alerts_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Notifications`)
};

const es_alerts_title = /** @type {(inputs: Alerts_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Notificaciones`)
};

const fr_alerts_title = /** @type {(inputs: Alerts_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vos notifications`)
};

/**
* | output |
* | --- |
* | "Notifications" |
*
* @param {Alerts_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const alerts_title = /** @type {((inputs?: Alerts_TitleInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Alerts_TitleInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_alerts_title(inputs)
	if (locale === "fr") return fr_alerts_title(inputs)
	return en_alerts_title(inputs)
});