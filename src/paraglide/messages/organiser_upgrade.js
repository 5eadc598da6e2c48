/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Organiser_UpgradeInputs */

const en_organiser_upgrade = /** @type {(inputs: Organiser_UpgradeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Upgrade to Premium`)
};

const es_organiser_upgrade = /** @type {(inputs: Organiser_UpgradeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pásate a Premium`)
};

const fr_organiser_upgrade = /** @type {(inputs: Organiser_UpgradeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Passer à Premium`)
};

/**
* | output |
* | --- |
* | "Upgrade to Premium" |
*
* @param {Organiser_UpgradeInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const organiser_upgrade = /** @type {((inputs?: Organiser_UpgradeInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Organiser_UpgradeInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_organiser_upgrade(inputs)
	if (locale === "fr") return fr_organiser_upgrade(inputs)
	return en_organiser_upgrade(inputs)
});