/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Alerts_Channel_Push_HintInputs */

const en_alerts_channel_push_hint = /** @type {(inputs: Alerts_Channel_Push_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`On the devices where you allowed them.`)
};

const es_alerts_channel_push_hint = /** @type {(inputs: Alerts_Channel_Push_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`En los dispositivos donde las permitiste.`)
};

const fr_alerts_channel_push_hint = /** @type {(inputs: Alerts_Channel_Push_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sur les appareils où vous les avez autorisées.`)
};

/**
* | output |
* | --- |
* | "On the devices where you allowed them." |
*
* @param {Alerts_Channel_Push_HintInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const alerts_channel_push_hint = /** @type {((inputs?: Alerts_Channel_Push_HintInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Alerts_Channel_Push_HintInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_alerts_channel_push_hint(inputs)
	if (locale === "fr") return fr_alerts_channel_push_hint(inputs)
	return en_alerts_channel_push_hint(inputs)
});