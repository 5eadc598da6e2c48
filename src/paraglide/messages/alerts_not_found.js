/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Alerts_Not_FoundInputs */

const en_alerts_not_found = /** @type {(inputs: Alerts_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This notification is not in your notification centre.`)
};

const es_alerts_not_found = /** @type {(inputs: Alerts_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esta notificación no está en tu centro de notificaciones.`)
};

const fr_alerts_not_found = /** @type {(inputs: Alerts_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cette notification ne figure pas dans votre centre de notifications.`)
};

/**
* | output |
* | --- |
* | "This notification is not in your notification centre." |
*
* @param {Alerts_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const alerts_not_found = /** @type {((inputs?: Alerts_Not_FoundInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Alerts_Not_FoundInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_alerts_not_found(inputs)
	if (locale === "fr") return fr_alerts_not_found(inputs)
	return en_alerts_not_found(inputs)
});