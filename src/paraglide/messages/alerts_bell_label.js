/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Alerts_Bell_LabelInputs */

const en_alerts_bell_label = /** @type {(inputs: Alerts_Bell_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Notifications, ${i?.count} unread`)
};

const es_alerts_bell_label = /** @type {(inputs: Alerts_Bell_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Notificaciones, ${i?.count} sin leer`)
};

const fr_alerts_bell_label = /** @type {(inputs: Alerts_Bell_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Notifications, ${i?.count} non lues`)
};

/**
* | output |
* | --- |
* | "Notifications, {count} unread" |
*
* @param {Alerts_Bell_LabelInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const alerts_bell_label = /** @type {((inputs: Alerts_Bell_LabelInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Alerts_Bell_LabelInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_alerts_bell_label(inputs)
	if (locale === "fr") return fr_alerts_bell_label(inputs)
	return en_alerts_bell_label(inputs)
});