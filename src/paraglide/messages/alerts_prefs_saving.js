/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Alerts_Prefs_SavingInputs */

const en_alerts_prefs_saving = /** @type {(inputs: Alerts_Prefs_SavingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saving…`)
};

const es_alerts_prefs_saving = /** @type {(inputs: Alerts_Prefs_SavingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Guardando…`)
};

const fr_alerts_prefs_saving = /** @type {(inputs: Alerts_Prefs_SavingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enregistrement…`)
};

/**
* | output |
* | --- |
* | "Saving…" |
*
* @param {Alerts_Prefs_SavingInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const alerts_prefs_saving = /** @type {((inputs?: Alerts_Prefs_SavingInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Alerts_Prefs_SavingInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_alerts_prefs_saving(inputs)
	if (locale === "fr") return fr_alerts_prefs_saving(inputs)
	return en_alerts_prefs_saving(inputs)
});