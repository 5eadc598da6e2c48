/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ title: NonNullable<unknown> }} Dashboard_Offline_Remove_HiddenInputs */

const en_dashboard_offline_remove_hidden = /** @type {(inputs: Dashboard_Offline_Remove_HiddenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title} from this device`)
};

const es_dashboard_offline_remove_hidden = /** @type {(inputs: Dashboard_Offline_Remove_HiddenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title} de este dispositivo`)
};

const fr_dashboard_offline_remove_hidden = /** @type {(inputs: Dashboard_Offline_Remove_HiddenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title} de cet appareil`)
};

/**
* | output |
* | --- |
* | "{title} from this device" |
*
* @param {Dashboard_Offline_Remove_HiddenInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const dashboard_offline_remove_hidden = /** @type {((inputs: Dashboard_Offline_Remove_HiddenInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_Offline_Remove_HiddenInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dashboard_offline_remove_hidden(inputs)
	if (locale === "fr") return fr_dashboard_offline_remove_hidden(inputs)
	return en_dashboard_offline_remove_hidden(inputs)
});