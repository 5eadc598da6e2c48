/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dashboard_Upgrade_TextInputs */

const en_dashboard_upgrade_text = /** @type {(inputs: Dashboard_Upgrade_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Premium members watch video tours of premium places, message business owners directly and register for members-only events.`)
};

const es_dashboard_upgrade_text = /** @type {(inputs: Dashboard_Upgrade_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Los socios Premium ven recorridos en video de los lugares Premium, escriben directamente a los dueños de los negocios y se inscriben en eventos solo para socios.`)
};

const fr_dashboard_upgrade_text = /** @type {(inputs: Dashboard_Upgrade_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les membres Premium regardent les visites vidéo des lieux Premium, écrivent directement aux propriétaires des commerces et s’inscrivent aux événements réservés aux membres.`)
};

/**
* | output |
* | --- |
* | "Premium members watch video tours of premium places, message business owners directly and register for members-only events." |
*
* @param {Dashboard_Upgrade_TextInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const dashboard_upgrade_text = /** @type {((inputs?: Dashboard_Upgrade_TextInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_Upgrade_TextInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dashboard_upgrade_text(inputs)
	if (locale === "fr") return fr_dashboard_upgrade_text(inputs)
	return en_dashboard_upgrade_text(inputs)
});