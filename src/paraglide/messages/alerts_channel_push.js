/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Alerts_Channel_PushInputs */

const en_alerts_channel_push = /** @type {(inputs: Alerts_Channel_PushInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Push notifications`)
};

const es_alerts_channel_push = /** @type {(inputs: Alerts_Channel_PushInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Notificaciones push`)
};

const fr_alerts_channel_push = /** @type {(inputs: Alerts_Channel_PushInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Notifications push`)
};

/**
* | output |
* | --- |
* | "Push notifications" |
*
* @param {Alerts_Channel_PushInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const alerts_channel_push = /** @type {((inputs?: Alerts_Channel_PushInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Alerts_Channel_PushInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_alerts_channel_push(inputs)
	if (locale === "fr") return fr_alerts_channel_push(inputs)
	return en_alerts_channel_push(inputs)
});