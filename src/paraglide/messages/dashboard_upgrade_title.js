/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dashboard_Upgrade_TitleInputs */

const en_dashboard_upgrade_title = /** @type {(inputs: Dashboard_Upgrade_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unlock Harlem with Premium`)
};

const es_dashboard_upgrade_title = /** @type {(inputs: Dashboard_Upgrade_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Descubre todo Harlem con Premium`)
};

const fr_dashboard_upgrade_title = /** @type {(inputs: Dashboard_Upgrade_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tout Harlem s’ouvre à vous avec Premium`)
};

/**
* | output |
* | --- |
* | "Unlock Harlem with Premium" |
*
* @param {Dashboard_Upgrade_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const dashboard_upgrade_title = /** @type {((inputs?: Dashboard_Upgrade_TitleInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_Upgrade_TitleInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dashboard_upgrade_title(inputs)
	if (locale === "fr") return fr_dashboard_upgrade_title(inputs)
	return en_dashboard_upgrade_title(inputs)
});