/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dashboard_UpgradeInputs */

const en_dashboard_upgrade = /** @type {(inputs: Dashboard_UpgradeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Upgrade to Premium`)
};

const es_dashboard_upgrade = /** @type {(inputs: Dashboard_UpgradeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hazte Premium`)
};

const fr_dashboard_upgrade = /** @type {(inputs: Dashboard_UpgradeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Passer à Premium`)
};

/**
* | output |
* | --- |
* | "Upgrade to Premium" |
*
* @param {Dashboard_UpgradeInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const dashboard_upgrade = /** @type {((inputs?: Dashboard_UpgradeInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_UpgradeInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dashboard_upgrade(inputs)
	if (locale === "fr") return fr_dashboard_upgrade(inputs)
	return en_dashboard_upgrade(inputs)
});