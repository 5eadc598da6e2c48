/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Alerts_Bell_Label_NoneInputs */

const en_alerts_bell_label_none = /** @type {(inputs: Alerts_Bell_Label_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Notifications, none unread`)
};

const es_alerts_bell_label_none = /** @type {(inputs: Alerts_Bell_Label_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Notificaciones, ninguna sin leer`)
};

const fr_alerts_bell_label_none = /** @type {(inputs: Alerts_Bell_Label_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Notifications, aucune non lue`)
};

/**
* | output |
* | --- |
* | "Notifications, none unread" |
*
* @param {Alerts_Bell_Label_NoneInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const alerts_bell_label_none = /** @type {((inputs?: Alerts_Bell_Label_NoneInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Alerts_Bell_Label_NoneInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_alerts_bell_label_none(inputs)
	if (locale === "fr") return fr_alerts_bell_label_none(inputs)
	return en_alerts_bell_label_none(inputs)
});