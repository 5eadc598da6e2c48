/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notify_Push_TitleInputs */

const en_notify_push_title = /** @type {(inputs: Notify_Push_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Push notifications on this device`)
};

const es_notify_push_title = /** @type {(inputs: Notify_Push_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Notificaciones push en este dispositivo`)
};

const fr_notify_push_title = /** @type {(inputs: Notify_Push_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Notifications push sur cet appareil`)
};

/**
* | output |
* | --- |
* | "Push notifications on this device" |
*
* @param {Notify_Push_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const notify_push_title = /** @type {((inputs?: Notify_Push_TitleInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Push_TitleInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_notify_push_title(inputs)
	if (locale === "fr") return fr_notify_push_title(inputs)
	return en_notify_push_title(inputs)
});