#!/usr/bin/env python3
"""Writes a storyboard with one scene of N labels and a theme for it: the preview bench's
input. Each label is tagged with one of 50 theme keys; by default they are all subviews of the
scene's view (the shape that made contrast checking quadratic), with `nested` in rows of 10
views inside a view each, so that frames add up.

    scripts/bench/many_views.py N OUT.storyboard OUT-THEME.json [flat|nested]
"""
import sys

count, out, theme = int(sys.argv[1]), sys.argv[2], sys.argv[3]
nested = len(sys.argv) > 4 and sys.argv[4] == "nested"
views = []
for group in range(0, count, 10):
    labels = []
    for index in range(group, min(group + 10, count)):
        labels.append(f'''                                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Label {index}" lineBreakMode="tailTruncation" id="lbl-{index}">
                                        <rect key="frame" x="{(index % 10) * 38}" y="{0 if nested else (index // 10) * 22}" width="36" height="20"/>
                                        <fontDescription key="fontDescription" type="system" pointSize="12"/>
                                        <color key="textColor" red="0.1" green="0.1" blue="0.1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                                        <userDefinedRuntimeAttributes>
                                            <userDefinedRuntimeAttribute type="string" keyPath="themeKey" value="text{index % 50}"/>
                                        </userDefinedRuntimeAttributes>
                                    </label>''')
    if not nested:
        views += labels
        continue
    views.append(f'''                            <view contentMode="scaleToFill" id="row-{group}">
                                <rect key="frame" x="0.0" y="{(group // 10) * 22}" width="393" height="20"/>
                                <subviews>
{chr(10).join(labels)}
                                </subviews>
                                <color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                            </view>''')
height = (count // 10 + 1) * 22
with open(out, "w") as f:
    f.write(f'''<?xml version="1.0" encoding="UTF-8"?>
<document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="vc-1">
    <device id="retina6_12" orientation="portrait" appearance="light"/>
    <dependencies>
        <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="22504"/>
        <capability name="documents saved in the Xcode 8 format" minToolsVersion="8.0"/>
    </dependencies>
    <scenes>
        <scene sceneID="scene-1">
            <objects>
                <viewController id="vc-1" customClass="ManyViewController" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="root-1">
                        <rect key="frame" x="0.0" y="0.0" width="393" height="{height}"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        <subviews>
{chr(10).join(views)}
                        </subviews>
                        <color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                    </view>
                </viewController>
                <placeholder placeholderIdentifier="IBFirstResponder" id="fr-1" sceneMemberID="firstResponder"/>
            </objects>
        </scene>
    </scenes>
</document>
''')
with open(theme, "w") as f:
    f.write("{" + ", ".join(f'"text{i}": {{"textColor": "#{i * 5:02X}3366", "font": "system-bold 13"}}' for i in range(50)) + "}\n")
