/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notify_Msg_TitleInputs */

const en_notify_msg_title = /** @type {(inputs: Notify_Msg_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Push notifications`)
};

const es_notify_msg_title = /** @type {(inputs: Notify_Msg_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Notificaciones push`)
};

const fr_notify_msg_title = /** @type {(inputs: Notify_Msg_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Notifications push`)
};

/**
* | output |
* | --- |
* | "Push notifications" |
*
* @param {Notify_Msg_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const notify_msg_title = /** @type {((inputs?: Notify_Msg_TitleInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Msg_TitleInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_notify_msg_title(inputs)
	if (locale === "fr") return fr_notify_msg_title(inputs)
	return en_notify_msg_title(inputs)
});