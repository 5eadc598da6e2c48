/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notifications_RegionInputs */

const en_notifications_region = /** @type {(inputs: Notifications_RegionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Notifications (F8)`)
};

const es_notifications_region = /** @type {(inputs: Notifications_RegionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Notificaciones (tecla F8)`)
};

const fr_notifications_region = /** @type {(inputs: Notifications_RegionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Notifications (touche F8)`)
};

/**
* | output |
* | --- |
* | "Notifications (F8)" |
*
* @param {Notifications_RegionInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const notifications_region = /** @type {((inputs?: Notifications_RegionInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notifications_RegionInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_notifications_region(inputs)
	if (locale === "fr") return fr_notifications_region(inputs)
	return en_notifications_region(inputs)
});